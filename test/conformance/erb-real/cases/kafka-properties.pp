class erbcase {
  $doctag = 'brokerconfigs'
  $config = {'broker.id' => 0, 'log.dirs' => ['/var/lib/kafka/a', '/var/lib/kafka/b'], 'zookeeper.connect' => 'zk1:2181,zk2:2181', 'empty' => '', 'blank' => '  ', 'nil' => undef, 'auto.create.topics.enable' => false, 'num.partitions' => 3.0, 'listeners' => 'PLAINTEXT://:9092', 'nested' => {'a' => 1}}
  notify { 'erb': message => template('kafka/properties.erb') }
}
include erbcase
