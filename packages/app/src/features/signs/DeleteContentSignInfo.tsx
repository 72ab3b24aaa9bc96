import { InfoModal } from '@admin-hub/ui/InfoModal';
import { MESSAGES } from '@admin-hub/domain/messages';
import { useAppConfig } from '../../config/ConfigProvider.tsx';
import { withProduct } from '../../notifications/toastMessages.ts';

/** Delete {product} Sign for company managers (spec §2, §6): it only says whom to ask. */
export function DeleteContentSignInfo({ onClose }: { onClose: () => void }) {
  const { productName } = useAppConfig();
  return (
    <InfoModal show title={`Delete ${productName} Sign`} onHide={onClose}>
      {withProduct(MESSAGES.contactToDeleteSign, productName)}
    </InfoModal>
  );
}
