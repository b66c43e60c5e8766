export { MaintenanceGate } from './MaintenanceGate';
