class prometheus::alertmanager {
  $global = {'smtp_smarthost' => 'localhost:25', 'smtp_from' => 'alertmanager@example.org', 'resolve_timeout' => '5m'}
  $templates = ['/etc/alertmanager/*.tmpl']
  $route = {'group_by' => ['alertname', 'cluster', 'service'], 'group_wait' => '30s', 'group_interval' => '5m', 'repeat_interval' => '3h', 'receiver' => 'Admin', 'routes' => [{'match' => {'severity' => 'critical'}, 'receiver' => 'pager', 'continue' => true}]}
  $receivers = [{'name' => 'Admin', 'email_configs' => [{'to' => 'root@localhost', 'send_resolved' => false}]}, {'name' => 'pager', 'webhook_configs' => [{'url' => 'http://pager:5001/', 'max_alerts' => 0}]}]
  $inhibit_rules = [{'source_match' => {'severity' => 'critical'}, 'target_match' => {'severity' => 'warning'}, 'equal' => ['alertname', 'cluster', 'service']}]
  $version = '0.25.0'
  $time_intervals = [{'name' => 'offhours', 'time_intervals' => [{'times' => [{'start_time' => '18:00', 'end_time' => '24:00'}], 'weekdays' => ['monday:friday']}]}]
  $mute_time_intervals = []
}
class prometheus::server {
  $global_config = {'scrape_interval' => '15s', 'evaluation_interval' => '15s', 'external_labels' => {'monitor' => 'master', 'dc' => 'eu-1'}}
  $_rule_files = ['/etc/prometheus/rules.d/*.rules']
  $scrape_config_files = undef
  $remote_read_configs = []
  $remote_write_configs = [{'url' => 'http://remote:9201/write', 'write_relabel_configs' => [{'source_labels' => ['__name__'], 'regex' => 'go_.*', 'action' => 'drop'}]}]
  $tracing_config = {}
  $alert_relabel_config = []
  $alertmanagers_config = [{'static_configs' => [{'targets' => ['localhost:9093']}]}]
}
class prometheus::config {
  $scrape_configs = [{'job_name' => 'prometheus', 'scrape_interval' => '10s', 'static_configs' => [{'targets' => ['localhost:9090'], 'labels' => {'alias' => 'Prometheus'}}]}, {'job_name' => 'node', 'relabel_configs' => [{'source_labels' => ['__address__', '__port__'], 'separator' => ':', 'target_label' => 'instance', 'regex' => '(.*):.*', 'replacement' => '${1}'}]}]
}
class erbcase {
  include prometheus::alertmanager
  include prometheus::server
  include prometheus::config
  $collected_scrape_jobs = [{'job_name' => 'collected', 'static_configs' => [{'targets' => ['h1:9100', 'h2:9100'], 'labels' => {'env' => 'prod', 'n' => 1, 'ok' => true, 'f' => 0.5, 'empty' => '', 'q' => 'yes', 'colon' => 'a: b', 'hash' => '#x', 'nil' => undef}}]}]
  $enable_tracing = false
  notify { 'erb': message => template('prometheus/alertmanager.yaml.erb', 'prometheus/prometheus.yaml.erb') }
}
include erbcase
