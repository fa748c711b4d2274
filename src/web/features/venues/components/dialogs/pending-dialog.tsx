// VENUE-DIALOG-PLACEHOLDER: replaced by the real dialog components.
export default function PendingDialog({ close }: { close: () => void }) {
  return (
    <button type="button" onClick={close}>
      x
    </button>
  );
}
