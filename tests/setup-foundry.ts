// Every test file starts with the Foundry fake installed, so glue modules that extend Foundry
// classes at import time can load. Rules and CLI tests simply ignore it.
import { installFoundry } from './fake-foundry/install.js';

installFoundry();
