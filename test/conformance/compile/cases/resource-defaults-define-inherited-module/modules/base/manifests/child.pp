class base::child inherits base {
  File { mode => '0600' }
  File['/base'] { owner => 'child', mode => undef }
  file { '/child': }
  Base::Thing['one'] { content => 'over' }
}
