import { MajorDetailPage } from '../../features/majors/components/major-detail';
import '../../styles/library.css';

export default MajorDetailPage;
