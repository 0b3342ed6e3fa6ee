import { FooterContent } from '../../features/ops/components/footer-content';

/** /ops/footer: the footer's friendship links and contact QR, with a preview. */
export default function OpsFooterPage() {
  return <FooterContent />;
}
