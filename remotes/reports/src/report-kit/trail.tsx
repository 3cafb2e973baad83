import { Breadcrumb } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { isReportType, type ReportType } from './report';

/**
 * The path walked down a tree (an agent's downline, a user's marketing tree), kept in the address as repeated
 * `trail=<id>:<name>` parameters from the top of the walk to the member shown, so a reload, Back and a shared
 * link all keep the breadcrumb.
 */
export interface TrailStep {
  id: number;
  label: string;
}

const TRAIL = 'trail';
/** What a walk down the tree keeps of the list's filters: the range (and, in a marketing tree, the depth asked). */
const KEPT = ['start', 'end', 'depth'];

export function readTrail(search: URLSearchParams): TrailStep[] {
  return search.getAll(TRAIL).flatMap((entry) => {
    const at = entry.indexOf(':');
    const id = Number(at < 0 ? entry : entry.slice(0, at));
    return Number.isSafeInteger(id) && id > 0 ? [{ id, label: at < 0 ? '' : entry.slice(at + 1) }] : [];
  });
}

/** The walk that ends at `id`: the address's trail up to it (a link may name only the last member). */
export function trailTo(search: URLSearchParams, id: number): TrailStep[] {
  const steps = readTrail(search);
  const at = steps.findIndex((step) => step.id === id);
  return at < 0 ? [{ id, label: '' }] : steps.slice(0, at + 1);
}

function keptSearch(search: URLSearchParams, steps: TrailStep[]): string {
  const next = new URLSearchParams();
  for (const name of KEPT) {
    const value = search.get(name);
    if (value) next.set(name, value);
  }
  for (const step of steps) next.append(TRAIL, step.label ? `${step.id}:${step.label}` : String(step.id));
  const text = next.toString();
  return text ? `?${text}` : '';
}

/** The downline view of the last step of `steps`, read the same way (`{type}`) over the same range. */
export function downlinePath(basePath: string, type: ReportType, steps: TrailStep[], search: URLSearchParams): string {
  return `${basePath}/${type}/${steps[steps.length - 1].id}${keptSearch(search, steps)}`;
}

/** The report itself, the top of every walk, with the range kept. */
export function reportPath(basePath: string, type: ReportType, search: URLSearchParams): string {
  return `${basePath}/${type}${keptSearch(search, [])}`;
}

/** The breadcrumb of a walk: the report, then every member above the one shown (links), then that one. */
export function DownlineTrail({
  root,
  rootTo,
  steps,
  stepTo,
  stepLabel,
  label,
}: {
  root: string;
  rootTo: string;
  steps: TrailStep[];
  stepTo: (index: number) => string;
  stepLabel: (step: TrailStep) => string;
  label: string;
}) {
  return (
    <Breadcrumb.Root size="sm" aria-label={label} mb="2">
      <Breadcrumb.List flexWrap="wrap">
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <RouterLink to={rootTo}>{root}</RouterLink>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        {steps.map((step, index) => (
          <Fragment key={step.id}>
            <Breadcrumb.Separator />
            <Breadcrumb.Item>
              {index === steps.length - 1 ? (
                <Breadcrumb.CurrentLink>{stepLabel(step)}</Breadcrumb.CurrentLink>
              ) : (
                <Breadcrumb.Link asChild>
                  <RouterLink to={stepTo(index)}>{stepLabel(step)}</RouterLink>
                </Breadcrumb.Link>
              )}
            </Breadcrumb.Item>
          </Fragment>
        ))}
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}

/**
 * A downline page's walk, read from its route (`{tabName}/{id}` and the trail): the report type, the steps to the
 * member shown, its breadcrumb under `root`, and the way one row further down. `type` or `current` is missing when
 * the address names no valid view; the page then goes back to `basePath`'s summary.
 */
export function useDownlineWalk(basePath: string, labels: { trail: string; root: string; step: (step: TrailStep) => string }) {
  const navigate = useNavigate();
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.id);
  const type = isReportType(params.tabName) ? params.tabName : null;
  const steps = useMemo(() => (Number.isSafeInteger(id) && id > 0 ? trailTo(search, id) : []), [search, id]);
  const current = steps.at(-1);
  const trail = type ? (
    <DownlineTrail
      label={labels.trail}
      root={labels.root}
      rootTo={reportPath(basePath, type, search)}
      steps={steps}
      stepTo={(index) => downlinePath(basePath, type, steps.slice(0, index + 1), search)}
      stepLabel={labels.step}
    />
  ) : null;
  const walkDown = (step: TrailStep) => type && navigate(downlinePath(basePath, type, [...steps, step], search));
  return { type, current, trail, walkDown, summaryPath: `${basePath}/summary` };
}
