class a {
  notify { 'before': }
  Notify { message => 'late default' }
  notify { 'after': }
}
include a
