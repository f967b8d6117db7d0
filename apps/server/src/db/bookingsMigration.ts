import type { Migration } from 'kysely/migration';
import type { Dialect } from './database.js';
import { withId, type AnyDb } from './migrationHelpers.js';

/**
 * Issue #4: bookings (orders, their ticket lines and attendees), RSVP, and the durable job queue
 * (outbox) that sends every mail. Instants are ISO 8601 UTC strings, money is in currency units.
 *
 * Bookings keep `event_id` and a copy of the event's title without a foreign key: they are
 * financial records and outlive the event they were for.
 */
export function bookingsAndMail(dialect: Dialect): Migration {
  return {
    async up(db: AnyDb) {
      await withId(db.schema.createTable('orders'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull())
        .addColumn('event_title', 'varchar(300)', (c) => c.notNull())
        .addColumn('customer_first_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('customer_last_name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('customer_email', 'varchar(320)', (c) => c.notNull())
        .addColumn('customer_phone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('payment_method', 'varchar(30)', (c) => c.notNull())
        .addColumn('total', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('refunded_amount', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('refund_reason', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('paid_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('orders_event_created').on('orders').columns(['event_id', 'created_at']).execute();
      await db.schema.createIndex('orders_created').on('orders').columns(['created_at']).execute();
      await db.schema.createIndex('orders_status_created').on('orders').columns(['status', 'created_at']).execute();

      await withId(db.schema.createTable('order_items'), dialect)
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('ticket_slug', 'varchar(100)', (c) => c.notNull())
        .addColumn('ticket_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('price', 'double precision', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('order_items_order').on('order_items').columns(['order_id']).execute();

      await withId(db.schema.createTable('attendees'), dialect)
        .addColumn('order_id', 'integer', (c) => c.references('orders.id').onDelete('cascade'))
        .addColumn('event_id', 'integer', (c) => c.notNull())
        .addColumn('event_title', 'varchar(300)', (c) => c.notNull())
        .addColumn('ticket_id', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('ticket_slug', 'varchar(100)', (c) => c.notNull())
        .addColumn('ticket_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('ticket_price', 'double precision', (c) => c.notNull().defaultTo(0))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull().defaultTo(''))
        .addColumn('phone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('extra_fields', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('ticket_status', 'varchar(10)', (c) => c.notNull().defaultTo('unused'))
        .addColumn('payment_status', 'varchar(20)', (c) => c.notNull())
        .addColumn('checked_in_at', 'varchar(32)')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('attendees_event').on('attendees').columns(['event_id', 'id']).execute();
      await db.schema.createIndex('attendees_order').on('attendees').columns(['order_id']).execute();

      await db.schema
        .createTable('rsvp_settings')
        .addColumn('event_id', 'integer', (c) => c.primaryKey().references('events.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('limit', 'integer', (c) => c.notNull().defaultTo(-1))
        .addColumn('guests_per_response', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('deadline_date', 'varchar(10)')
        .addColumn('deadline_time', 'varchar(5)')
        .addColumn('deadline_at', 'varchar(32)')
        .execute();

      await withId(db.schema.createTable('rsvp_responses'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('number_of_attendees', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull())
        .addColumn('guests', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('invitation_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
        .addUniqueConstraint('rsvp_responses_event_email', ['event_id', 'email'])
        .execute();
      await db.schema.createIndex('rsvp_responses_event_status').on('rsvp_responses').columns(['event_id', 'status', 'id']).execute();

      await withId(db.schema.createTable('job_batches'), dialect)
        .addColumn('kind', 'varchar(50)', (c) => c.notNull())
        .addColumn('label', 'varchar(300)', (c) => c.notNull())
        .addColumn('total', 'integer', (c) => c.notNull())
        .addColumn('done', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('failed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_by', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .execute();

      await withId(db.schema.createTable('rsvp_invitations'), dialect)
        .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
        .addColumn('email', 'varchar(320)', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('token', 'varchar(64)', (c) => c.notNull().unique())
        .addColumn('subject', 'varchar(300)', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('batch_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('responded_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('rsvp_invitations_event').on('rsvp_invitations').columns(['event_id']).execute();

      await withId(db.schema.createTable('jobs'), dialect)
        .addColumn('kind', 'varchar(50)', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
        .addColumn('run_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('locked_until', 'varchar(32)')
        .addColumn('last_error', 'text')
        .addColumn('batch_id', 'integer')
        .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
        .addColumn('finished_at', 'varchar(32)')
        .execute();
      await db.schema.createIndex('jobs_status_run_at').on('jobs').columns(['status', 'run_at', 'id']).execute();
      await db.schema.createIndex('jobs_batch').on('jobs').columns(['batch_id']).execute();
    },
  };
}

/**
 * The door scanner's counts (valid and checked-in tickets of an event) read only this index, not
 * every attendee row of the event.
 */
export function checkInCountsIndex(): Migration {
  return {
    async up(db: AnyDb) {
      await db.schema.createIndex('attendees_event_payment_ticket').on('attendees').columns(['event_id', 'payment_status', 'ticket_status']).execute();
    },
  };
}
