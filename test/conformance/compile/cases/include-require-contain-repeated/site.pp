include m::b
class { 'm::c': }
class m::c { require m  include m::b  notify { 'c': } }
define wrapper() { include m  require m::a  notify { "w-${title}": } }
wrapper { 'w1': }
wrapper { 'w2': }
