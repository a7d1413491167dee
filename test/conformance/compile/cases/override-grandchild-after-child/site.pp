# A subclass of the class that overrode a parameter may override it again; so may the first
# overrider's subclass append to it (random compile differential, seed 9106).
class base { notify { 'n': message => 'base' } }
class child inherits base { Notify['n'] { message => 'child' } }
class grandchild inherits child { Notify['n'] { message +> 'grandchild' } }
include grandchild
