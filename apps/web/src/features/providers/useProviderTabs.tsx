import GifBoxOutlined from '@mui/icons-material/GifBoxOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { useMediaProviders } from '../../api/mediaProviders';
import type { ExtraTab } from '../library/SectionTabs';
import { PROVIDER_NAMES, providerTabKey } from './providerNames';

/** A tab of the media library for each stock provider the organization may search. */
export function useProviderTabs(): ExtraTab[] {
  const providers = useMediaProviders();
  return (providers.data?.providers ?? []).map((info) => {
    return {
      value: info.provider,
      label: PROVIDER_NAMES[info.provider],
      icon:
        providerTabKey(info.kinds) === 'gif' ? (
          <GifBoxOutlined fontSize="small" />
        ) : (
          <PhotoCameraOutlined fontSize="small" />
        ),
    };
  });
}
