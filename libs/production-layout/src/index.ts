/**
 * The product's production layout on one machine: nginx with the recommended site
 * (`nginx-site.conf`, see docs/operations.md) in front of the API processes.
 */
export {
  freeLoopbackPort,
  NGINX_PATH,
  NGINX_SITE_TEMPLATE,
  nginxMainConfig,
  readTimingLog,
  untilNginxServes,
  untilNginxServesWarm,
  renderNginxSite,
  selfSignedCertificate,
  startNginx,
  UPSTREAM_FAIL_TIMEOUT_S,
  type NginxOptions,
  type NginxSite,
  type RunningNginx,
  type TimedRequest,
} from './nginx';
export { percentile, SteadyLoad, type LoadReport, type LoadRequest } from './steady-load';
export {
  BUNDLES,
  StackProcess,
  startingPhase,
  untilHealthy,
  workspaceRoot,
  type StackProcessSpec,
} from './stack-process';
