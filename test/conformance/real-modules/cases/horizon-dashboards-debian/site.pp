node 'dash02.example.com' {
  include horizon
  include horizon::policy
  include horizon::dashboards::designate
  include horizon::dashboards::octavia
  include horizon::dashboards::heat
  include horizon::dashboards::manila
  include horizon::dashboards::ironic
}
