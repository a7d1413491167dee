class base { notify { 'svc': message => 'base' } }
class child inherits base { Notify['svc'] { message => 'child' } }
include child
