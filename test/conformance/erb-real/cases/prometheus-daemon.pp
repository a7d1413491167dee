define erbcase() {
  $user = 'node-exporter'
  $group = 'node-exporter'
  $bin_dir = '/usr/local/bin'
  $bin_name = 'node_exporter'
  $service_enable = true
  $env_vars = {'GOMAXPROCS' => 2, 'HTTP_PROXY' => 'http://proxy:3128'}
  $options = "--collector.textfile.directory=/var/lib/node \"--web.listen-address=:9100\" 'a b' c\\ d \"x\\\"y \\\$HOME\" --label=é\\\n --empty='' tab\there"
  notify { 'erb': message => template('prometheus/daemon.sysv.erb', 'prometheus/daemon.launchd.erb', 'prometheus/daemon.sles.erb') }
}
erbcase { 'node_exporter': }
