import type { ImageSizes } from '@shared/contracts/images';
import { render } from '@testing-library/react';
import { Store } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Thumbnail } from './thumbnail';

const size = (width: number, height: number, name: string) => ({
  url: `/media/${name}.webp`,
  width,
  height,
});
const logo: ImageSizes = {
  square: { ...size(600, 600, 'square'), jpeg: '/media/square.jpg' },
  header: size(1200, 600, 'header'),
  showcase: size(400, 300, 'showcase'),
  miniature: size(460, 240, 'miniature'),
  share: size(1200, 630, 'share'),
};

describe('Thumbnail', () => {
  it("shows the picture's square size at the box's pixels, lazily, marked as an account's picture", () => {
    const { container } = render(
      <Thumbnail image={logo} pixels={56} fallback={{ name: 'Casa Brasa' }} isAccount className="size-14" />,
    );
    const box = container.querySelector('[data-account-avatar="picture"]');
    const img = box?.querySelector('img');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(img?.getAttribute('src')).toBe('/media/square.jpg');
    expect(img?.getAttribute('width')).toBe('56');
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(img?.getAttribute('alt')).toBe('');
  });

  it('shows the initials of the name, or the icon, when there is no picture', () => {
    const initials = render(
      <Thumbnail image={null} pixels={32} fallback={{ name: 'Marta Lopez' }} isAccount />,
    );
    const box = initials.container.querySelector('[data-account-avatar="initials"]');
    expect(box?.textContent).toBe('ML');
    expect(box?.querySelector('img')).toBeNull();

    const icon = render(<Thumbnail image={undefined} pixels={48} fallback={{ icon: Store }} />);
    expect(icon.container.querySelector('svg')).not.toBeNull();
    expect(icon.container.querySelector('[data-account-avatar]')).toBeNull();
  });

  it('draws nothing without a picture or a stand-in', () => {
    const { container } = render(<Thumbnail image={null} pixels={56} />);
    expect(container.innerHTML).toBe('');
  });
});
