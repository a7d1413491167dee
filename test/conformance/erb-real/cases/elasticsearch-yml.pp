class erbcase {
  $data = {
    'node.name' => 'es-01',
    'cluster' => {'name' => 'prod', 'initial_master_nodes' => ['es-01', 'es-02']},
    'http.port' => '9200',
    'discovery' => {'seed_hosts' => ['10.0.0.1', '10.0.0.2'], 'zen' => {'minimum_master_nodes' => '2'}},
    'path.data' => ['/var/lib/es/a', '/var/lib/es/b'],
    'bootstrap.memory_lock' => true,
    'xpack.security.enabled' => false,
    'thread_pool.write.queue_size' => "1000\n2",
    'a.float' => 1.5,
    'negative' => '-12',
    'list_of_hashes' => [{'z' => '1', 'a' => 'x'}],
  }
  notify { 'erb': message => template('elasticsearch/etc/elasticsearch/elasticsearch.yml.erb') }
}
include erbcase
