import type { BriefSessionUser } from '@shared/contracts/accounts';
import { accountPicture, initials } from '@web/lib/account-picture';
import { cn } from '@web/lib/cn';
import { Picture } from './picture';

/**
 * The account's picture (chef's photo, restaurant's main logo) in a circle, or its initials on the
 * accent colour when there is none. Decorative: the account's name is always written beside it.
 */
export function AccountAvatar({
  user,
  size = 32,
  className,
}: {
  user: BriefSessionUser;
  size?: number;
  className?: string;
}) {
  const picture = accountPicture(user);
  return (
    <span
      aria-hidden="true"
      data-account-avatar={picture ? 'picture' : 'initials'}
      style={{ width: size, height: size }}
      className={cn(
        'inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-xs font-bold text-brand-800',
        className,
      )}
    >
      {picture ? (
        <Picture
          sizes={picture}
          preset="square"
          alt=""
          width={size}
          height={size}
          eager
          className="size-full"
        />
      ) : (
        initials(user.name)
      )}
    </span>
  );
}
