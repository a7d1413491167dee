# $::x reads the top scope alone: a local, class or define variable of the same name never stands in.
$top = 'top'
class c {
  $top = 'class'
  $only_here = 'class'
  notify { 'c': message => [$::top, $top, $::only_here, $only_here, $::kernel_missing_fact] }
}
include c
define d() {
  $only_here = 'define'
  notify { "d-${title}": message => [$::only_here, $only_here, $::title] }
}
d { 'x': }
node default {
  $node_var = 'node'
  notify { 'n': message => [$::node_var, $node_var] }
}
