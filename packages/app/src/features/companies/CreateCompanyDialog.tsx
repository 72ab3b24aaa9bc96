import { useNavigate } from 'react-router-dom';
import { CreateCompanyModal } from '@admin-hub/ui/CreateCompanyModal';
import { companyDetailPath } from '@admin-hub/domain/routeAccess';
import { useCreateCompanyMutation } from '../../api/index.ts';
import { useFailureText } from '../../notifications/useFailureText.ts';
import { settle } from '../dialogs/settle.ts';
import { submitOutcome } from '../dialogs/submitOutcome.ts';

/**
 * Create New Company (spec §2): once created ('Company created'), the new company's page opens
 * so the person sees what they made; a failure ('Error creating company') keeps the name typed.
 */
export function CreateCompanyDialog({ onClose }: { onClose: () => void }) {
  const [createCompany] = useCreateCompanyMutation();
  const navigate = useNavigate();
  const failureText = useFailureText('createCompany');
  return (
    <CreateCompanyModal
      onSubmit={async (values) =>
        submitOutcome(
          await settle(createCompany(values)),
          async (created) => {
            onClose();
            await navigate(companyDetailPath(created.id));
          },
          failureText,
        )
      }
      onHide={onClose}
    />
  );
}
