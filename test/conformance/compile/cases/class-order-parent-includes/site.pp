# A class is listed when its code starts to run: a parent class (and what it includes) before the
# class that inherits it, as nova::params and openstacklib::defaults before nova.
class defaults {}
class params { include defaults }
class other {}
class app inherits params { include other }
include app
class { 'later': }
class later {}
