class base($p = 'base-p') { }
class child($q = 'q') inherits base { notify { 'c': message => "${p} ${q} ${base::p}" } }
include child
