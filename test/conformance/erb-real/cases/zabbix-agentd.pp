class erbcase {
  $pidfile = '/var/run/zabbix/zabbix_agentd.pid'
  $kernel = 'Linux'
  $logtype = 'file'
  $logfile = '/var/log/zabbix/zabbix_agentd.log'
  $logfilesize = 100
  $debuglevel = 3
  $sourceip = undef
  $allowkey = 'system.run[*]'
  $denykey = undef
  $agent2 = false
  $enableremotecommands = 0
  $logremotecommands = 0
  $server = '10.0.0.5,10.0.0.6'
  $listen_ip = '0.0.0.0'
  $listenport = 10050
  $startagents = 3
  $serveractive = '10.0.0.5'
  $hostname = undef
  $hostnameitem = 'system.hostname'
  $hostmetadata = 'Linux web'
  $zabbix_alias = ['zabbix.userid:vfs.file.regexp[/etc/passwd,^zabbix:.:([0-9]+),,,,\1]', 'x:y']
  $zabbix_user = 'zabbix'
  $timeout = 3
  $include_dir = '/etc/zabbix/zabbix_agentd.d'
  $unsafeuserparameters = 1
  $loadmodulepath = '/usr/lib/modules'
  $loadmodule = undef
  $tlsconnect = 'unencrypted'
  $tlsaccept = 'unencrypted'
  notify { 'erb': message => template('zabbix/zabbix_agentd.conf.erb') }
}
include erbcase
