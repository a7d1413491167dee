class profile::legacy::inner {
  assert_private()
  notify { 'inner private': }
}
class profile::legacy (
  Array $values = ['yes', 'no', 'y', 'n', 'true', 'false', '1', '0', 'undef', '', 'undefined', 1, 0, -1, 2.5, true, false],
) {
  include profile::legacy::inner
  $bools = $values.map |$v| { any2bool($v) }
  $nums = [true, false, 'true', 'false', 'yes', 'no', '1', '0', ''].map |$v| { bool2num($v) }
  $arr = delete_at(['a', 'b', 'c', 'd'], 1)
  $arr2 = delete_at(['a', 'b', 'c', 'd'], -1)
  $h = delete_undef_values({ 'a' => 1, 'b' => undef, 'c' => '', 'd' => [undef], 'e' => { 'f' => undef } })
  $a = delete_undef_values(['x', undef, 'y', '', undef])
  $dv = delete_values({ 'a' => 'A', 'b' => 'B', 'c' => 'A', 'd' => ['A'] }, 'A')
  $paths = ['/etc/app/config.yaml', '/usr/local/bin/', 'relative/file.txt', 'file', '/', '.hidden/x.tar.gz']
  $names = $paths.map |$p| { [basename($p), dirname($p)] }
  $names2 = [basename('/opt/app/release.tar.gz', '.tar.gz'), basename('/opt/app/release.tar.gz', '.gz')]
  $crlf = dos2unix("line1\r\nline2\r\nline3\n")
  $v6 = enclose_ipv6(['2001:db8::1', '192.0.2.1', '[2001:db8::2]', '::1', '*', 'fe80::1%eth0'])
  $v6s = enclose_ipv6('2001:db8::5')
  $os = [fact('os.family'), fact('networking.interfaces.eth0.ip'), fact('os.release.major'), fact('nonexistent.key'), fact('networking.interfaces.lo')]
  $pw = [fqdn_rand_string(16), fqdn_rand_string(8, 'abcdef0123456789'), fqdn_rand_string(12, '', 'seed-a'), stdlib::fqdn_rand_string(10, undef, 'seed-b')]
  $g = grep(['aaabbb', 'bbbccc', 'dddeee', 'abc'], 'bbb')
  $g2 = grep(['one', 'two', 'three'], '^t')
  $ifs = [has_interface_with('ipaddress', '192.0.2.10'), has_interface_with('lo'), has_interface_with('eth9'), has_interface_with('netmask', '255.0.0.0'), has_interface_with('network', '192.0.2.0')]
  $ips = [has_ip_address('192.0.2.10'), has_ip_address('192.0.2.11'), has_ip_network('192.0.2.0'), has_ip_network('10.0.0.0')]
  $isa = [is_a('str', String), is_a(5, Integer[1, 10]), is_a([1, 'a'], Array[Integer]), is_a({ 'k' => 1 }, Hash[String, Integer]), is_a(undef, Optional[String])]
  $y = parseyaml("---\nservers:\n  - name: a\n    port: 80\n  - name: b\n    port: 0x1F\nflags: [yes, no, on, off, ~]\nversion: 1.10\noctal: 0755\nquoted: '0755'\nempty:\nsym: :fast\nstamp: '2024-01-02'\n")
  $bad = [parseyaml("key: [unclosed", { 'fallback' => true }), parseyaml("a: &x 1\nb: *x", 'aliased'), parseyaml("d: 2024-01-02", 'dated')]
  $re = [regexpescape('a.b*c?d[e]f(g){h}|i^j$k\\l+m'), regexpescape(['1.2', '(x)'])]
  $rev = [reverse([1, 2, 3]), reverse('abc')]
  $pbkdf2 = str2saltedpbkdf2('Pa55w0rd', 'Using s0m3 s@lt', 50000)
  $sw = [swapcase('Hello World 123'), swapcase(['aBc', 'XyZ'])]
  $uri = [uriescape('http://example.com/a b/ü?q=1&r=a b'), uriescape(['x y', 'a/b'])]
  validate_legacy(String, 'validate_re', 'abc', ['^a'])
  validate_legacy('Optional[Integer]', 'validate_integer', 5)
  $epp = stdlib::deferrable_epp('apache/listen.epp', { 'listen_addr_port' => '[2001:db8::1]:443' })
  file { '/etc/legacy/results.json':
    content => to_json_pretty({
      'bools' => $bools, 'nums' => $nums, 'arr' => [$arr, $arr2], 'h' => $h, 'a' => $a, 'dv' => $dv,
      'names' => $names, 'names2' => $names2, 'crlf' => $crlf, 'v6' => $v6, 'v6s' => $v6s, 'os' => $os,
      'pw' => $pw, 'g' => [$g, $g2], 'ifs' => $ifs, 'ips' => $ips, 'isa' => $isa, 'yaml' => $y, 'bad' => $bad,
      're' => $re, 'rev' => $rev, 'epp' => $epp, 'pbkdf2' => $pbkdf2, 'sw' => $sw, 'uri' => $uri,
    }),
  }
  ensure_resources('user', { 'svc1' => { 'uid' => 501 }, 'svc2' => {} }, { 'ensure' => 'present', 'shell' => '/usr/sbin/nologin' })
  ensure_resources('user', { 'svc1' => { 'uid' => 501 } }, { 'ensure' => 'present', 'shell' => '/usr/sbin/nologin' })
}
node default {
  include profile::legacy
}
