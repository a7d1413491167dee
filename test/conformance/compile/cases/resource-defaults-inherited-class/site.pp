# A class that inherits runs in its parent class's scope: the parent's resource defaults apply to
# its resources, and those of the scope that declared the parent (here top scope), not those of
# its own includer.
class base {
  Notify { tag => ['from_base'], loglevel => 'info' }
}
class child inherits base {
  notify { 'in-child': }
}
class other {
  Notify { message => 'from other' }
  include child
}
Notify { withpath => true }
include base
include other
