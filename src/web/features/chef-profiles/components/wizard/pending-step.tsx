// WIZARD-PLACEHOLDER: replaced by the wizard's step components.
export default function PendingStep({ close }: { close: () => void }) {
  return (
    <button type="button" onClick={close}>
      x
    </button>
  );
}
