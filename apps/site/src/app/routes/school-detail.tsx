import { CollegeDetailPage } from '../../features/colleges/components/college-detail';
import '../../styles/library.css';

export default CollegeDetailPage;
