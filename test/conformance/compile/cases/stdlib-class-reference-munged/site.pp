# stdlib functions given a class reference find the class as Puppet::Resource munges its title:
# lower-case text and Class[x] values find Class[X]; a leading :: in text is kept (not found).
class rs (Boolean $use_xinetd = true, String $address = '0.0.0.0') { notify { "rs ${address}": } }
class a { ensure_resource('class', 'rs', { 'use_xinetd' => false, 'address' => '10.0.0.1' }) }
include a
notify { "d1 ${defined_with_params(Class[rs], { 'address' => '10.0.0.1' })}": }
notify { "d2 ${defined_with_params(Class['::rs'], {})}": }
notify { "g ${getparam(Class[rs], 'address')}": }
notify { "g2 ${getparam('Class[rs]', 'use_xinetd')}": }
notify { "g3 ${getparam('class[::rs]', 'address')}": }
notify { "d3 ${defined_with_params('Class[::rs]', {})}": }
# A second ensure_resource of the class with the same parameters finds it (swift's storage and
# ring server classes both ensure rsync::server) and declares nothing.
class b { ensure_resource('class', 'rs', { 'use_xinetd' => false, 'address' => '10.0.0.1' }) }
include b
