# Metaparameters pass down the containment graph from Class[main] once the catalog is complete:
# from top-level define instances and node bodies, never from a class or anything it holds.
define inner() { notify { "ni-${title}": } }
define outer($t = 1) { notify { "n-${title}": } inner { "i-${title}": noop => false } }
class k { notify { 'k-n': } outer { 'in-k': } }
class { 'k': noop => true, tag => 'kt' }
outer { 'top': schedule => 'daily', loglevel => 'info', tag => ['a1'] }
Outer['top'] { audit => 'all' }
node default { outer { 'in-node': tag => 'nodetag' } }
