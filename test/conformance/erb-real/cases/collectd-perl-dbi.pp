define erbcase() {
  $enable_debugger = false
  $include_dir = true
  $include_dirs = ['/usr/lib/collectd/perl', '/opt/perl']
  $module = 'Collectd::Plugins::Foo'
  $config = {'Servers' => ['a', 'b'], 'Opts' => {'z' => 'zz', 'a' => ['1', '2'], 'm' => {'y' => ['p', 'q'], 'x' => 5}, 'n' => 7}, 'Timeout' => 3}
  $statement = 'SELECT a, b FROM t'
  $minversion = 50000
  $maxversion = undef
  $results = [{'type' => 'gauge', 'instanceprefix' => 'pre', 'instancesfrom' => ['a', ['b', 'c']], 'valuesfrom' => 'v'}, {'type' => 'counter', 'instancesfrom' => 'x', 'metadatafrom' => ['m1'], 'valuesfrom' => ['v1', ['v2']]}]
  notify { 'erb': message => template('collectd/plugin/perl/plugin.erb', 'collectd/plugin/dbi/query.conf.erb') }
}
erbcase { 'foo': }
