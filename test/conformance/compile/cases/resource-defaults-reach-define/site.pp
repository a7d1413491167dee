define d() { notify { "in-${title}": } }
class a {
  d { 'x': }
  Notify { message => 'from a' }
}
include a
