import Avatar from '@mui/material/Avatar';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import StoreOutlined from '@mui/icons-material/StoreOutlined';

/** A small building icon: the caller's own organization, or a sub-organization. */
export function OrganizationAvatar({ own = false, size = 36 }: { own?: boolean; size?: number }) {
  return (
    <Avatar
      aria-hidden
      sx={{
        width: size,
        height: size,
        bgcolor: own ? 'primary.main' : 'action.selected',
        color: own ? 'primary.contrastText' : 'text.secondary',
        flexShrink: 0,
      }}
    >
      {own ? <ApartmentOutlined fontSize="small" /> : <StoreOutlined fontSize="small" />}
    </Avatar>
  );
}
