node 'web05.example.com' {
  class { 'rsyslog':
    use_upstream_repo => true,
    feature_packages  => ['rsyslog-relp', 'rsyslog-elasticsearch', 'rsyslog-mmjsonparse'],
    manage_service    => true,
  }
  class { 'rsyslog::config':
    modules       => {
      'imjournal' => { 'config' => { 'StateFile' => 'imjournal.state', 'IgnorePreviousMessages' => 'on' } },
      'imfile'    => { 'config' => { 'mode' => 'inotify' } },
      'omrelp'    => {},
      'omelasticsearch' => {},
      'mmjsonparse' => {},
    },
    global_config => {
      'workDirectory'  => { 'value' => '/var/lib/rsyslog' },
      'preserveFQDN'   => { 'value' => 'on' },
      'ActionFileDefaultTemplate' => { 'value' => 'RSYSLOG_TraditionalFileFormat', 'type' => 'legacy' },
    },
    main_queue_opts => {
      'queue.type'          => 'LinkedList',
      'queue.filename'      => 'main_q',
      'queue.maxdiskspace'  => '2g',
      'queue.saveonshutdown' => 'on',
    },
    templates => {
      'es-json' => {
        'type'   => 'string',
        'string' => '{"@timestamp":"%timereported:::date-rfc3339%","host":"%hostname%","program":"%programname%","msg":"%msg:::json%"}',
      },
      'es-index' => {
        'type'    => 'list',
        'list_descriptions' => [
          { 'constant' => { 'value' => 'logs-' } },
          { 'property' => { 'name' => 'timereported', 'dateFormat' => 'rfc3339', 'position.from' => '1', 'position.to' => '4' } },
        ],
      },
    },
    inputs => {
      'nginx_access' => {
        'type'   => 'imfile',
        'config' => { 'File' => '/var/log/nginx/access.log', 'Tag' => 'nginx-access:', 'Severity' => 'info', 'ruleset' => 'to_central' },
      },
    },
    actions => {
      'local_messages' => {
        'type'     => 'omfile',
        'facility' => '*.info;mail.none;authpriv.none;cron.none',
        'config'   => { 'file' => '/var/log/messages' },
      },
      'secure' => { 'type' => 'omfile', 'facility' => 'authpriv.*', 'config' => { 'file' => '/var/log/secure' } },
    },
    rulesets => {
      'to_central' => {
        'rules' => [
          { 'action' => { 'name' => 'relp_central', 'type' => 'omrelp', 'config' => { 'target' => 'log01.example.com', 'port' => '2514', 'queue.type' => 'LinkedList', 'queue.filename' => 'relp_q', 'queue.saveonshutdown' => 'on', 'action.resumeRetryCount' => '-1' } } },
          { 'action' => { 'name' => 'es_out', 'type' => 'omelasticsearch', 'config' => { 'server' => 'es01.example.com', 'template' => 'es-json', 'searchIndex' => 'es-index', 'dynSearchIndex' => 'on', 'bulkmode' => 'on' } } },
          { 'stop' => true },
        ],
      },
    },
    legacy_config => {
      'emerg' => { 'key' => '*.emerg', 'value' => ':omusrmsg:*' },
      'boot'  => { 'key' => 'local7.*', 'value' => '/var/log/boot.log', 'priority' => 90 },
    },
    custom_config => {
      'forward_tcp' => {
        'priority' => 80,
        'content'  => "*.* @@log02.example.com:514\n",
      },
    },
  }
  rsyslog::component::action { 'cron':
    priority => 40,
    target   => '50_rsyslog.conf',
    confdir  => '/etc/rsyslog.d',
    type     => 'omfile',
    facility => 'cron.*',
    config   => { 'file' => '/var/log/cron' },
  }
}
