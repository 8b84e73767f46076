import { startServers } from './servers';

export default startServers;
