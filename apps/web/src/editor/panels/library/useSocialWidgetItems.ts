import { useSession } from '../../../app/session';
import { useFacebookConnection } from '../../../api/social';
import { newFacebookElement, newInstagramElement } from '../../state';
import type { ElementMaker } from './useElementAdder';
import type { WidgetItem } from './widgetItems';

/**
 * The Facebook and Instagram items as the organization's connection makes them: hidden while the
 * server has no Facebook app (or its answer has not come), and adding a widget that shows the
 * connected page or its Instagram account (none yet without a connection: its properties say so).
 */
export function useSocialWidgetItems(): {
  shown: (item: WidgetItem) => boolean;
  makerOf: (item: WidgetItem) => ElementMaker;
} {
  const { licenseFeatures } = useSession();
  const wanted = licenseFeatures.facebookAddOn || licenseFeatures.instagramAddOn;
  const connection = useFacebookConnection(wanted).data;
  const page = connection?.state === 'connected' ? connection.page : null;
  const instagram = connection?.state === 'connected' ? connection.instagram : null;
  return {
    shown: (item) => item.social === undefined || connection?.configured === true,
    makerOf: (item) => {
      if (item.social === 'facebook') return (aspect) => newFacebookElement(aspect, page);
      if (item.social === 'instagram') {
        return (aspect) =>
          newInstagramElement(aspect, instagram ? { id: instagram.id, name: instagram.username } : null);
      }
      return item.make;
    },
  };
}
