import { useMemo } from 'react';
import type { ActivityOverview } from '@client/features/track/api/types';
import { calendarGrid } from '@client/features/track/utils/calendar-grid';
import { formatHoursMinutes, formatKm } from '@client/lib/activity-format';

const CELL = 11;
const GAP = 3;
const LABEL_TOP = 14;
const LABEL_LEFT = 26;
const WEEKDAYS = [
  [0, 'Mon'],
  [2, 'Wed'],
  [4, 'Fri'],
] as const;

const dayName = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The last twelve months, a square a day (GitHub's contribution calendar): darker for more time
 * moving. Each active day says what it held on hover and to a screen reader; scrolls sideways on
 * a phone, today in view.
 */
export function ActivityCalendar({ overview }: { overview: ActivityOverview }) {
  const grid = useMemo(
    () => calendarGrid(overview.calendarStart, overview.today, overview.days),
    [overview],
  );
  const width = LABEL_LEFT + grid.weeks.length * (CELL + GAP);
  const height = LABEL_TOP + 7 * (CELL + GAP);
  return (
    <section className="track-calendar" aria-labelledby="track-calendar-title">
      <h2 id="track-calendar-title" className="track-section-title">
        The last twelve months
        <span className="track-section-note">
          {grid.activeDays} active {grid.activeDays === 1 ? 'day' : 'days'}
        </span>
      </h2>
      <div
        className="track-calendar-scroll"
        tabIndex={0}
        role="group"
        aria-label="Calendar of active days"
        ref={(element) => {
          // Today is on the right: start there.
          if (element) element.scrollLeft = element.scrollWidth;
        }}
      >
        <svg
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="track-calendar-svg"
          role="img"
          aria-label={`${grid.activeDays} days with activities in the last twelve months`}
        >
          {grid.months.map(({ column, label }) => (
            <text
              key={`${column}-${label}`}
              x={LABEL_LEFT + column * (CELL + GAP)}
              y={10}
              className="track-calendar-label"
            >
              {label}
            </text>
          ))}
          {WEEKDAYS.map(([row, label]) => (
            <text
              key={label}
              x={0}
              y={LABEL_TOP + row * (CELL + GAP) + CELL - 2}
              className="track-calendar-label"
            >
              {label}
            </text>
          ))}
          {grid.weeks.map((week, column) =>
            week.map((cell, row) => (
              <rect
                key={cell.date}
                x={LABEL_LEFT + column * (CELL + GAP)}
                y={LABEL_TOP + row * (CELL + GAP)}
                width={CELL}
                height={CELL}
                rx={2}
                className={`track-calendar-day level-${cell.level}`}
              >
                <title>
                  {`${dayName.format(new Date(`${cell.date}T00:00:00Z`))}: ${
                    cell.day
                      ? `${cell.day.count} ${cell.day.count === 1 ? 'activity' : 'activities'}, ${formatKm(cell.day.distanceM)}, ${formatHoursMinutes(cell.day.movingS)}`
                      : 'no activity'
                  }`}
                </title>
              </rect>
            )),
          )}
        </svg>
      </div>
      <p className="track-calendar-legend muted" aria-hidden="true">
        Less
        {([0, 1, 2, 3, 4] as const).map((level) => (
          <span key={level} className={`track-calendar-swatch level-${level}`} />
        ))}
        More
      </p>
    </section>
  );
}
