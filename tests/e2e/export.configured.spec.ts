import { describeExport } from './export-checks';

describeExport('out-configured');
