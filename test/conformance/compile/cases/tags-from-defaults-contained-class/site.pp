# A tag from a resource default comes after the resource's type and title tags (Puppet adds
# defaults when it finishes the resource), its own tag attribute before them; a class contained
# from several define instances takes each instance's tags (defaults and attributes) in turn.
class shared { notify { 'in-shared': } }
define inst {
  contain shared
  tag "t_${title}"
  notify { "in ${title}": }
}
Inst { tag => 'deft' }
Notify { tag => 'nd' }
inst { 'one': }
inst { 'two': tag => ['x', 'y'] }
class wrap { tag 'w'; inst { 'three': } }
include wrap
notify { 'own': tag => 'mine' }
notify { default: tag => 'bd'; 'body-default': ; 'body-own': tag => 'bo' }
define d { notify { "d ${title}": } }
D { tag => ['dt1', 'dt2'] }
d { 'x': }
file { '/tmp/x': tag => 'own2' }
