class profile::util (
  Hash $settings = {
    'server' => { 'bind' => '0.0.0.0', 'port' => 8080, 'tls' => true, 'ratio' => 0.75 },
    'client' => { 'retries' => 3, 'hosts' => ['a.example.com', 'b.example.com'], 'empty' => '' },
    'log'    => { 'level' => 'info', 'targets' => { 'file' => '/var/log/util.log', 'syslog' => false } },
  },
) {
  $merged = deep_merge($settings, { 'server' => { 'port' => 8443, 'extra' => undef }, 'new' => { 'x' => 1 } })
  file { '/etc/util/config.toml': content => stdlib::to_toml($merged) }
  file { '/etc/util/config.py': content => "CONFIG = ${stdlib::to_python($merged)}\n" }
  file { '/etc/util/config.rb': content => "CONFIG = ${stdlib::to_ruby($merged)}\n" }
  file { '/etc/util/config.json': content => stdlib::to_json_pretty($merged, true) }
  file { '/etc/util/config.yaml': content => stdlib::to_yaml($merged, { 'line_width' => 40 }) }
  $hocon = parsejson('{"a": {"b": 1}}')
  $pson = parsepson('{"p": [1, 2, {"q": null}]}')
  file { '/etc/util/parsed.json': content => to_json([$hocon, $pson]) }
  file { '/etc/util/escaped.xml':
    content => "<v a=\"${stdlib::xml_encode('a<b & "c"', 'attr')}\">${stdlib::xml_encode('x > y & z')}</v>\n",
  }
  $cmd = stdlib::shell_escape("it's a \$test")
  $ps = stdlib::powershell_escape('a `b` $c')
  $bat = stdlib::batch_escape('a "b" %c%')
  exec { 'util-escape':
    command => "/bin/echo ${cmd} ${shell_join(['a b', "c'd", 'e'])}",
    unless  => "/bin/test -f ${stdlib::shell_escape('/tmp/x y')}",
  }
  notify { 'escapes': message => [$ps, $bat] }
  $rot = fqdn_rotate(['ntp1', 'ntp2', 'ntp3', 'ntp4', 'ntp5'])
  $rot2 = stdlib::fqdn_rotate('abcdef', 'seed2')
  notify { 'random':
    message => {
      'rotate' => $rot, 'rotate2' => $rot2, 'uuid' => fqdn_uuid($facts['networking']['fqdn']),
      'seeded' => seeded_rand(1000, 'util'), 'seeded_str' => stdlib::seeded_rand_string(12, 'util', 'abcdef0123'),
      'crc' => stdlib::crc32('hello world'), 'sha' => stdlib::sha256('hello world'),
    },
  }
  $nv = stdlib::nested_values({ 'a' => { 'b' => [1, 2], 'c' => { 'd' => 'e' } }, 'f' => 'g' })
  $sorted = stdlib::sort_by({ 'b' => 2, 'a' => 3, 'c' => 1 }) |$kv| { $kv[1] }
  $sorted2 = stdlib::sort_by(['ccc', 'a', 'bb']) |$s| { $s.length }
  notify { 'collections':
    message => {
      'nested' => $nv, 'sorted' => $sorted, 'sorted2' => $sorted2,
      'range' => range('host01', 'host04'), 'range2' => range(0, 20, 5),
      'values_at' => values_at(['a', 'b', 'c', 'd'], ['1-2', 3]),
      'zip' => zip([1, 2, 3], ['x', 'y', 'z']),
      'delete_regex' => delete_regex(['abc', 'abd', 'xyz'], 'ab.'),
      'squeeze' => squeeze('aaabbbccc  dd', 'a '),
      'unix2dos' => unix2dos("a\nb\n"),
      'convert' => [convert_base(255, 2), convert_base('377', 16)],
      'bytes' => [to_bytes('4 kB'), to_bytes('1.5 M'), to_bytes('2G')],
      'ext' => [stdlib::extname('/a/b.tar.gz'), stdlib::extname('x.')],
      'ip' => [stdlib::ip_in_range('10.1.2.3', '10.0.0.0/8'), stdlib::ip_in_range('192.168.1.1', ['10.0.0.0/8', '192.168.0.0/16'])],
      'starts' => [stdlib::start_with('openstack', 'open'), stdlib::end_with('openstack', ['stack', 'x'])],
      'osgte' => [stdlib::os_version_gte('RedHat', '8'), stdlib::os_version_gte('Debian', '12')],
      'meta' => load_module_metadata('stdlib')['name'],
      'prefix' => prefix({ 'a' => 1, 'b' => 2 }, 'p_'), 'suffix' => suffix(['x', 'y'], '.conf'),
      'pick' => pick_default(undef, '', 'fallback'), 'bool' => [bool2str(true, 'yes', 'no'), num2bool('0.5'), str2bool('n')],
      'difference' => difference([1, 2, 3, 4], [2, 4]), 'union' => union([1, 2], [2, 3]),
      'intersection' => intersection(['a', 'b'], ['b', 'c']), 'member' => member(['a', 'b'], ['a']),
      'count' => count([1, undef, '', 2]), 'clamp' => clamp('24', 1, 19), 'base64' => base64('encode', 'hi', 'urlsafe'),
      'type' => stdlib::type_of({ 'a' => 1 }),
      'valid' => [stdlib::validate_domain_name('example.com'), stdlib::validate_email_address('a@example.com')],
    },
  }
  stdlib::ensure_packages(['git', 'curl'], { 'ensure' => 'installed' })
  stdlib::ensure_packages({ 'jq' => { 'ensure' => '1.6' } })
  $res = stdlib::str2resource('Package[git]')
  notify { 'resource': message => [getparam($res, 'ensure'), defined_with_params(Package['jq'], { 'ensure' => '1.6' }),
    stdlib::has_function('stdlib::to_toml'), stdlib::has_function('nope'), $res] }
  file { '/etc/util': ensure => stdlib::ensure(true, 'directory') }
  service { 'util': ensure => stdlib::ensure(false, 'service'), enable => true }
}
include profile::util
