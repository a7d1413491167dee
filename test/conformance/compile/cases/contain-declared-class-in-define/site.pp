# A define that contains a class already declared (haproxy::instance's `contain haproxy::params`,
# where haproxy inherits haproxy::params): the instance contains the class too.
class params { $x = 1 }
class app inherits params {
  inst { 'one': }
}
define inst {
  contain params
  notify { "in ${title}": }
}
include app
