import type { BriefSessionUser } from '@shared/contracts/accounts';
import { accountPicture } from '@web/lib/account-picture';
import { cn } from '@web/lib/cn';
import { Thumbnail } from './thumbnail';

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
  return (
    <Thumbnail
      image={accountPicture(user)}
      pixels={size}
      fallback={{ name: user.name }}
      eager
      isAccount
      style={{ width: size, height: size }}
      className={cn('rounded-full text-xs', className)}
    />
  );
}
