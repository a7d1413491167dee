#!/usr/bin/ruby
# Validates many manifests in one Puppet process (start-up is ~0.5 s, so one process per file
# would dominate): reads paths on stdin, prints "path<TAB>ok" or "path<TAB>error<TAB>first line".
# Uses Puppet's EvaluatingParser, what `puppet parser validate` runs per file (with `--epp`, its
# EvaluatingEppParser, what `puppet epp validate` runs); settings live in a temporary directory, so
# nothing under /etc/puppet is read or written.
require 'puppet'
require 'tmpdir'

Dir.mktmpdir('overcat-validate') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  parser = ARGV.include?('--epp') ? Puppet::Pops::Parser::EvaluatingParser::EvaluatingEppParser.new : Puppet::Pops::Parser::EvaluatingParser.new
  $stdin.each_line do |line|
    path = line.chomp
    next if path.empty?
    begin
      parser.parse_file(path)
      puts "#{path}\tok"
    rescue Puppet::Error, StandardError => e
      puts "#{path}\terror\t#{e.message.lines.first.to_s.strip}"
    end
    $stdout.flush
  end
end
