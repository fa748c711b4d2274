import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { cn } from '@web/lib/cn';
import { Check } from 'lucide-react';
import { useCallback, useRef, type ComponentPropsWithRef, type ReactNode } from 'react';

/**
 * A dropdown menu (Radix): arrow keys move, Escape closes, focus returns to the trigger. It closes with
 * a 200 ms animation (decisions D12).
 */
export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuGroup = RadixMenu.Group;

export function MenuContent({
  className,
  children,
  ref,
  onPointerDownOutside,
  ...props
}: ComponentPropsWithRef<typeof RadixMenu.Content>) {
  const contentRef = useRef<HTMLDivElement | null>(null);
  const setRefs = useCallback(
    (node: HTMLDivElement | null) => {
      contentRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        ref={setRefs}
        // The trigger opens and closes the menu itself. Pressed while the menu was still animating out
        // (200 ms), it reopened the menu and the closing layer took the press as "outside" and shut it
        // again at once: a quick close-and-reopen did nothing.
        onPointerDownOutside={(event) => {
          onPointerDownOutside?.(event);
          const triggerId = contentRef.current?.getAttribute('aria-labelledby');
          const trigger = triggerId ? document.getElementById(triggerId) : null;
          const target = event.detail.originalEvent.target;
          if (trigger && target instanceof Node && trigger.contains(target)) event.preventDefault();
        }}
        sideOffset={8}
        align="end"
        collisionPadding={8}
        className={cn(
          'z-50 min-w-56 rounded-xl border border-stone-200 bg-white p-1.5 shadow-lg',
          'data-[state=closed]:animate-pop-out data-[state=open]:animate-pop-in',
          className,
        )}
        {...props}
      >
        {children}
      </RadixMenu.Content>
    </RadixMenu.Portal>
  );
}

const itemClasses =
  'relative flex min-h-11 cursor-pointer select-none items-center gap-3 rounded-lg px-3 text-sm text-stone-800 ' +
  'outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-800 data-[disabled]:opacity-50';

export function MenuItem({ className, ...props }: ComponentPropsWithRef<typeof RadixMenu.Item>) {
  return <RadixMenu.Item className={cn(itemClasses, className)} {...props} />;
}

export function MenuLabel({ children }: { children: ReactNode }) {
  return (
    <RadixMenu.Label className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-stone-600 uppercase">
      {children}
    </RadixMenu.Label>
  );
}

export function MenuSeparator() {
  return <RadixMenu.Separator className="my-1 h-px bg-stone-200" />;
}

export const MenuRadioGroup = RadixMenu.RadioGroup;

export function MenuRadioItem({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof RadixMenu.RadioItem>) {
  return (
    <RadixMenu.RadioItem className={cn(itemClasses, 'pl-9', className)} {...props}>
      <RadixMenu.ItemIndicator className="absolute left-3 inline-flex">
        <Check aria-hidden="true" className="size-4" />
      </RadixMenu.ItemIndicator>
      {children}
    </RadixMenu.RadioItem>
  );
}
