import { HollandResultPage } from '../../features/assessments/components/reports';

export default HollandResultPage;
