# A parameter an override set is the overriding class's: a sibling subclass may not override it
# again, as Puppet's override_parameter checks the parameter's own source (random compile
# differential, seed 9106).
class base { user { 'u1': managehome => false } }
class left inherits base { User['u1'] { noop => true } }
class right inherits base { User['u1'] { noop +> false } }
include left
include right
