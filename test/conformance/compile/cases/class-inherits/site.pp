class base($p = 'b') { $v = 'from base' }
class child inherits base { notify { 'c': message => "${v} ${p}" } }
include child
