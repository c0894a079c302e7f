import { useNavigate } from 'react-router';
import { InquiryCreatePage } from '../../features/customer-service/pages/inquiry-create-page';
import { paths } from '../paths';

export function Component() {
  const navigate = useNavigate();
  const cameFromApp = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
  return (
    <InquiryCreatePage
      links={paths.customerService}
      onCreated={() => navigate(paths.home)}
      onCancel={() => (cameFromApp ? navigate(-1) : navigate(paths.home))}
    />
  );
}
