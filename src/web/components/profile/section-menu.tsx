/** Smooth unless the reader asked the system for less motion. */
function scrollBehaviour(): ScrollBehavior {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/** Scrolls to a section (its id) and gives its heading (`{id}-title`) the focus; false when absent. */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  target.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
  document.getElementById(`${id}-title`)?.focus({ preventScroll: true });
  return true;
}

/**
 * On phones (under 1024 px, spec doc 1 section 9) a menu under the header, sticky, that scrolls to the
 * page's sections (spec doc 1 section 2, doc 2 section 2). The section's heading then takes focus, so
 * keyboard and screen-reader users land where the page scrolled. The address keeps the anchor, to share
 * or reload.
 */
export function SectionMenu({
  label,
  sections,
}: {
  label: string;
  sections: { id: string; label: string }[];
}) {
  return (
    <nav
      aria-label={label}
      className="sticky top-16 z-20 -mx-4 mb-4 border-b border-stone-200 bg-stone-50/95 backdrop-blur sm:-mx-6 lg:hidden"
    >
      <ul className="flex gap-1 overflow-x-auto px-4 py-1 sm:px-6">
        {sections.map((section) => (
          <li key={section.id} className="shrink-0">
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                if (!document.getElementById(section.id)) return;
                event.preventDefault();
                history.replaceState(history.state, '', `#${section.id}`);
                scrollToSection(section.id);
              }}
              className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-stone-800 hover:bg-stone-200"
            >
              {section.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
