// A demo extension section for the storefront's extension contract (docs/THEMES.md, "Extension
// sections"): an ES module exporting mount(root, section), returning a function that undoes it.
// It counts down to midnight `days` days from now and links to the sale.
export function mount(root, section) {
  const props = section.props || {};
  const days = Math.max(0, Math.min(30, Number(props.days) || 1));
  const end = new Date();
  end.setHours(24, 0, 0, 0);
  end.setDate(end.getDate() + days - 1);

  const box = document.createElement('section');
  box.className = 'xs-countdown';
  box.setAttribute('aria-label', String(props.heading || 'Sale countdown'));
  const heading = document.createElement('p');
  heading.className = 'xs-countdown__heading';
  heading.textContent = String(props.heading || 'Sale ends in');
  const clock = document.createElement('p');
  clock.className = 'xs-countdown__clock';
  clock.setAttribute('role', 'timer');
  box.append(heading, clock);
  if (props.link && /^\/(?!\/)/.test(String(props.link))) {
    const link = document.createElement('a');
    link.className = 'xs-countdown__link';
    link.href = String(props.link);
    link.textContent = String(props.link_text || 'Shop now');
    box.append(link);
  }

  const pad = (n) => String(n).padStart(2, '0');
  const tick = () => {
    const left = Math.max(0, end.getTime() - Date.now());
    const s = Math.floor(left / 1000);
    clock.textContent = `${Math.floor(s / 86400)}d ${pad(Math.floor(s / 3600) % 24)}h ${pad(Math.floor(s / 60) % 60)}m ${pad(s % 60)}s`;
  };
  tick();
  const timer = setInterval(tick, 1000);
  root.append(box);
  return () => {
    clearInterval(timer);
    box.remove();
  };
}
